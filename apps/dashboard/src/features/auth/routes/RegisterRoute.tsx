import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver } from '../../../lib/form-resolver';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button } from '@siirto/ui';
import {
  emptyRegistrationValues,
  INVOICING_TYPE_EINVOICE,
  INVOICING_TYPE_EMAIL,
  normaliseEmail,
  registrationSchema,
  registrationStepFields,
  registrationStepOf,
  type RegistrationField,
  type RegistrationStep,
} from '@siirto/domain';
import { externalLinks, paths } from '../../../config/paths';
import { RadioField, SelectField, SwitchField, TextField } from '../../../components/fields';
import { Modal, Notice } from '../../../components/feedback';
import { FormMessages } from '../../../components/form';
import { DescriptionList } from '../../../components/layout';
import * as layoutStyles from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import { errorAsText } from '../../../lib/form-errors';
import { tokenStore } from '../../../lib/tokens';
import { getCities, registerCompany } from '../api/auth-api';
import { AuthPanel } from '../components/AuthLayout';
import * as styles from '../components/auth.css';

const allFields = [...registrationStepFields[1], ...registrationStepFields[2], ...registrationStepFields[3]];

export default function RegisterRoute() {
  const { t, fieldError } = useI18n();
  const navigate = useNavigate();
  const [step, setStep] = useState<RegistrationStep>(1);
  const [validationDump, setValidationDump] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const [done, setDone] = useState<{ email: string; password: string } | null>(null);

  // opening the registration ends any stored session
  useEffect(() => tokenStore.clear(), []);

  const cities = useQuery({ queryKey: ['sk_locations', 'cities', 'public'], queryFn: getCities, staleTime: 3_600_000 });

  const form = useForm({
    resolver: formResolver(registrationSchema),
    defaultValues: {
      ...emptyRegistrationValues,
      company_invoicing_type: String(emptyRegistrationValues.company_invoicing_type),
    },
    mode: 'onTouched',
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control });
  const invoicingType = Number(values.company_invoicing_type);
  const agreed = values.agree_contract === true && values.agree_terms === true;
  const err = (name: RegistrationField) => fieldError(errors[name]?.message);

  const next = async () => {
    if (step === 4) return;
    const ok = await form.trigger(registrationStepFields[step]);
    if (ok) setStep((step + 1) as RegistrationStep);
  };

  const complete = form.handleSubmit(
    async (data) => {
      setGeneral(undefined);
      setValidationDump(undefined);
      const email = normaliseEmail(data.email);
      try {
        await registerCompany({ ...data, email, email2: normaliseEmail(data.email2) });
        setDone({ email, password: data.password });
      } catch (error) {
        if (error instanceof ApiError) {
          let firstStep: RegistrationStep | undefined;
          for (const [field, messages] of Object.entries(error.fieldErrors)) {
            const fieldStep = registrationStepOf(field);
            if (fieldStep && (allFields as string[]).includes(field)) {
              form.setError(field, { type: 'server', message: messages.join(' ') });
              firstStep ??= fieldStep;
            }
          }
          if (firstStep) setStep(firstStep);
        }
        setGeneral(errorAsText(error));
      }
    },
    (invalid) => {
      setValidationDump(
        Object.entries(invalid)
          .map(
            ([field, issue]) =>
              `${field}: ${fieldError(typeof issue?.message === 'string' ? issue.message : '') ?? ''}`,
          )
          .join('\n'),
      );
    },
  );

  const goToActivation = () => {
    if (done) void navigate(paths.auth.activation.href(), { state: done });
  };

  const cityOptions = (cities.data ?? []).map((city) => ({ value: city.id, label: city.name }));
  const cityName = cities.data?.find((city) => city.id === Number(values.company_city_id))?.name ?? '';
  const stepTitles = [
    t('auth.register.step1'),
    t('auth.register.step2'),
    t('auth.register.step3'),
    t('auth.register.step4'),
  ];

  return (
    <AuthPanel title={t('auth.register.title')} wide>
      <nav aria-label={t('auth.register.stepsLabel')}>
        <ol className={styles.steps}>
          {stepTitles.map((title, index) => {
            const number = (index + 1) as RegistrationStep;
            return (
              <li key={title}>
                <button
                  type="button"
                  className={styles.stepButton}
                  aria-current={number === step ? 'step' : undefined}
                  disabled={number === 4 && step !== 4}
                  onClick={() => setStep(number)}
                >
                  {`${String(number)}. ${title}`}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 4) void complete(event);
          else void next();
        }}
        noValidate
        className={layoutStyles.stack}
      >
        <h2 style={{ margin: 0 }}>{stepTitles[step - 1]}</h2>
        <FormMessages errors={errors} submitCount={submitCount} general={general} />
        {step === 1 ? (
          <>
            <TextField
              label={t('auth.register.companyName')}
              error={err('company_name')}
              {...form.register('company_name')}
            />
            <TextField
              label={t('auth.register.businessId')}
              description={t('auth.register.businessIdHint')}
              error={err('company_business_id')}
              {...form.register('company_business_id')}
            />
            <TextField
              label={t('auth.register.streetAddress')}
              autoComplete="street-address"
              error={err('company_street_address')}
              {...form.register('company_street_address')}
            />
            <TextField
              label={t('auth.register.postalCode')}
              autoComplete="postal-code"
              error={err('company_postal_code')}
              {...form.register('company_postal_code')}
            />
            <SelectField
              label={t('auth.register.city')}
              placeholder={t('common.choose')}
              options={cityOptions}
              error={err('company_city_id')}
              control={form.control}
              name="company_city_id"
            />
            <RadioField
              control={form.control}
              name="company_invoicing_type"
              label={t('auth.register.invoicingType')}
              options={[
                { value: INVOICING_TYPE_EINVOICE, label: t('common.invoicing.einvoice') },
                { value: INVOICING_TYPE_EMAIL, label: t('common.invoicing.email') },
              ]}
            />
            {invoicingType === INVOICING_TYPE_EMAIL ? (
              <TextField
                label={t('common.invoicing.emailAddress')}
                type="email"
                error={err('company_invoicing_email')}
                {...form.register('company_invoicing_email')}
              />
            ) : (
              <>
                <TextField
                  label={t('common.invoicing.einvoiceAddress')}
                  error={err('company_invoicing_address')}
                  {...form.register('company_invoicing_address')}
                />
                <TextField
                  label={t('common.invoicing.operator')}
                  error={err('company_invoicing_operator')}
                  {...form.register('company_invoicing_operator')}
                />
              </>
            )}
          </>
        ) : null}
        {step === 2 ? (
          <>
            <TextField
              label={t('auth.fields.firstName')}
              autoComplete="given-name"
              error={err('first_name')}
              {...form.register('first_name')}
            />
            <TextField
              label={t('auth.fields.lastName')}
              autoComplete="family-name"
              error={err('last_name')}
              {...form.register('last_name')}
            />
            <TextField
              label={t('auth.fields.phone')}
              type="tel"
              autoComplete="tel"
              error={err('phone')}
              {...form.register('phone')}
            />
            <TextField
              label={t('auth.fields.email')}
              description={t('auth.register.emailIsUsername')}
              type="email"
              autoComplete="email"
              error={err('email')}
              {...form.register('email')}
            />
            <TextField
              label={t('auth.fields.emailAgain')}
              type="email"
              error={err('email2')}
              {...form.register('email2')}
            />
            <TextField
              label={t('auth.fields.password')}
              type="password"
              autoComplete="new-password"
              error={err('password')}
              {...form.register('password')}
            />
            <TextField
              label={t('auth.fields.passwordAgain')}
              type="password"
              autoComplete="new-password"
              error={err('password2')}
              {...form.register('password2')}
            />
          </>
        ) : null}
        {step === 3 ? (
          <>
            <SwitchField
              label={t('auth.register.agreeContract')}
              error={err('agree_contract')}
              control={form.control}
              name="agree_contract"
            />
            <SwitchField
              label={t('auth.fields.agreeTerms')}
              error={err('agree_terms')}
              control={form.control}
              name="agree_terms"
            />
            <a className={styles.link} href={externalLinks.terms} target="_blank" rel="noreferrer">
              {t('auth.termsLink')}
            </a>
            <Notice tone="info">{t('auth.register.contractNote')}</Notice>
          </>
        ) : null}
        {step === 4 ? (
          <>
            <h3 style={{ margin: 0 }}>{t('auth.register.companySummary')}</h3>
            <DescriptionList
              items={[
                { term: t('auth.register.companyName'), value: values.company_name },
                { term: t('auth.register.businessId'), value: values.company_business_id },
                { term: t('auth.register.streetAddress'), value: values.company_street_address },
                { term: t('auth.register.postalCode'), value: values.company_postal_code },
                { term: t('auth.register.city'), value: cityName },
                {
                  term: t('auth.register.invoicingType'),
                  value:
                    invoicingType === INVOICING_TYPE_EMAIL
                      ? t('common.invoicing.email')
                      : t('common.invoicing.einvoice'),
                },
                ...(invoicingType === INVOICING_TYPE_EMAIL
                  ? [{ term: t('common.invoicing.emailAddress'), value: values.company_invoicing_email }]
                  : [
                      { term: t('common.invoicing.einvoiceAddress'), value: values.company_invoicing_address },
                      { term: t('common.invoicing.operator'), value: values.company_invoicing_operator },
                    ]),
              ]}
            />
            <h3 style={{ margin: 0 }}>{t('auth.register.superuserSummary')}</h3>
            <DescriptionList
              items={[
                { term: t('auth.fields.firstName'), value: values.first_name },
                { term: t('auth.fields.lastName'), value: values.last_name },
                { term: t('auth.fields.phone'), value: values.phone },
                { term: t('auth.fields.email'), value: values.email },
              ]}
            />
            {validationDump ? (
              <Notice tone="critical" title={t('validation.formErrors')}>
                <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{validationDump}</pre>
              </Notice>
            ) : null}
          </>
        ) : null}
        <div className={layoutStyles.inline} style={{ justifyContent: 'space-between' }}>
          {step === 1 ? (
            <Button tone="secondary" onClick={() => void navigate(paths.root.href())}>
              {t('common.cancel')}
            </Button>
          ) : (
            <Button tone="secondary" onClick={() => setStep((step - 1) as RegistrationStep)}>
              {t('common.back')}
            </Button>
          )}
          {step === 4 ? (
            <Button type="submit" disabled={!agreed || isSubmitting}>
              {t('auth.register.complete')}
            </Button>
          ) : (
            <Button type="submit">{t('common.continue')}</Button>
          )}
        </div>
      </form>
      <Modal
        open={done !== null}
        title={t('auth.register.successTitle')}
        onClose={goToActivation}

        actions={<Button onClick={goToActivation}>{t('common.ok')}</Button>}
      >
        <p>{t('auth.register.successText')}</p>
      </Modal>
    </AuthPanel>
  );
}
