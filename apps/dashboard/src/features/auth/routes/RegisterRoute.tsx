import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { Button, Heading, Inline, Link, Stepper, Text, Notice, DescriptionList } from '@siirto/ui';
import {
  canCompleteRegistration,
  emptyRegistrationValues,
  INVOICING_TYPE_EMAIL,
  registrationSchema,
  registrationStepOf,
  registrationWizardStep,
  type RegistrationDraft,
  type RegistrationValues,
  type RegistrationWizardStep,
} from '@siirto/domain';
import { MappedCompanyFields, type CompanyFieldNames, type CompanyFormField } from '../../../components/CompanyFields';
import { SwitchField } from '../../../components/choice-fields';
import { TextField } from '../../../components/text-field';
import { NewPasswordFields, PersonNameFields } from '../../../components/form-fields';
import { Modal } from '../../../components/dialog';
import * as layoutStyles from '../../../components/components.css';
import { externalLinks, paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { formResolver, type FormInput } from '../../../lib/form-resolver';
import { useCities } from '../../../lib/queries/get-cities';
import { createRegistrationWizard } from '../machines/registration-wizard';
import { AuthPanel } from '../components/AuthLayout';
import * as styles from '../components/auth.css';

type RegistrationFormInput = FormInput<typeof registrationSchema>;
type RegistrationField = keyof RegistrationDraft;

/** Step 1 is the company form's fields under the registration's `company_*` names. */
const companyNames: CompanyFieldNames<RegistrationFormInput> = {
  name: 'company_name',
  business_identity_code: 'company_business_id',
  street_address: 'company_street_address',
  postal_code: 'company_postal_code',
  city_sk: 'company_city_id',
  invoicing_type: 'company_invoicing_type',
  invoicing_email: 'company_invoicing_email',
  invoicing_einvoice_operator_url: 'company_invoicing_address',
  invoicing_einvoice_operator: 'company_invoicing_operator',
};

/** The registration's fields in the order the steps show them. */
const registrationFieldOrder = Object.keys(emptyRegistrationValues) as RegistrationField[];

/** The form's values as the summary and the step marks read them: the invoicing type as the number the radios stand for. */
function toDraft(values: RegistrationFormInput): RegistrationDraft {
  const city: unknown = values.company_city_id;
  return {
    ...emptyRegistrationValues,
    ...values,
    company_city_id: typeof city === 'number' || typeof city === 'string' ? city : '',
    company_invoicing_type: Number(values.company_invoicing_type),
    company_invoicing_email: values.company_invoicing_email ?? '',
    company_invoicing_address: values.company_invoicing_address ?? '',
    company_invoicing_operator: values.company_invoicing_operator ?? '',
  };
}

/**
 * The four-step company registration (spec 1 §2), driven by the domain's `registrationWizardMachine`: free
 * navigation among steps 1-3, the summary once both agreements are ticked, final validation that goes back to
 * the first failing step, the POST, and the success dialog leading to the activation page. react-hook-form owns
 * the values and the errors; the machine gets the values only when a step is left or the registration completed.
 */
export default function RegisterRoute() {
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const navigate = useNavigate();
  const cities = useCities();

  const i18nRef = useRef(i18n);
  useEffect(() => {
    i18nRef.current = i18n;
  }, [i18n]);
  const [wizard] = useState(() => createRegistrationWizard(i18nRef));
  const [snapshot, send, wizardRef] = useMachine(wizard);
  const step = registrationWizardStep(snapshot);

  const form = useForm({
    resolver: formResolver(registrationSchema),
    defaultValues: {
      ...emptyRegistrationValues,
      company_invoicing_type: String(emptyRegistrationValues.company_invoicing_type),
    },
    mode: 'onTouched',
  });
  const [agree_contract, agree_terms] = useWatch({ control: form.control, name: ['agree_contract', 'agree_terms'] });
  const agreements = { agree_contract, agree_terms };

  // a refused POST: the server's field errors onto their fields, the rest as the form's message
  useEffect(() => {
    const subscription = wizardRef.on('wizard.rejected', ({ errors, formError }) => {
      for (const [field, texts] of Object.entries(errors) as [RegistrationField, string[]][])
        form.setError(field, { type: 'server', message: texts.join(' ') });
      if (formError) form.setError('root.server', { type: 'server', message: formError });
    });
    return () => subscription.unsubscribe();
  }, [wizardRef, form]);

  const cancelled = snapshot.matches('cancelled');
  useEffect(() => {
    if (cancelled) void navigate(paths.root.href());
  }, [cancelled, navigate]);

  // after a failed final validation (or a blocked Continue) the first failing field of the shown step gets the focus
  const focusFirstError = (errors: FieldErrors<RegistrationFormInput>) => {
    const failing = registrationFieldOrder.find((field) => errors[field]);
    if (failing) requestAnimationFrame(() => form.setFocus(failing));
  };

  const complete = form.handleSubmit(
    (valid: RegistrationValues) => send({ type: 'wizard.submit', values: valid }),
    (errors) => {
      send({ type: 'wizard.invalid', fields: Object.keys(errors) });
      focusFirstError(errors);
    },
  );
  const continueFrom = async (from: RegistrationWizardStep) => {
    // Continue on the contract step shows why it stays when an agreement is missing
    if (from === 3 && !(await form.trigger(['agree_contract', 'agree_terms']))) focusFirstError(form.formState.errors);
    send({ type: 'wizard.next', values: form.getValues() });
  };

  const goToActivation = () => {
    if (snapshot.output) void navigate(paths.auth.activation.href(), { state: snapshot.output });
  };

  const { errors: formErrors, submitCount } = form.formState;
  const err = (field: RegistrationField) => fieldError(formErrors[field]?.message);
  const formError = formErrors.root?.server?.message;

  const stepTitles = [
    t('auth.register.step1'),
    t('auth.register.step2'),
    t('auth.register.step3'),
    t('auth.register.step4'),
  ];
  const companyLabels: Partial<Record<CompanyFormField, string>> = { name: t('auth.register.companyName') };
  const fieldLabels: Record<RegistrationField, string> = {
    company_name: t('auth.register.companyName'),
    company_business_id: t('auth.register.businessId'),
    company_street_address: t('auth.register.streetAddress'),
    company_postal_code: t('auth.register.postalCode'),
    company_city_id: t('auth.register.city'),
    company_invoicing_type: t('auth.register.invoicingType'),
    company_invoicing_email: t('common.invoicing.emailAddress'),
    company_invoicing_address: t('common.invoicing.einvoiceAddress'),
    company_invoicing_operator: t('common.invoicing.operator'),
    first_name: t('auth.fields.firstName'),
    last_name: t('auth.fields.lastName'),
    phone: t('auth.fields.phone'),
    email: t('auth.fields.email'),
    email2: t('auth.fields.emailAgain'),
    password: t('auth.fields.password'),
    password2: t('auth.fields.passwordAgain'),
    agree_contract: t('auth.register.agreeContract'),
    agree_terms: t('auth.fields.agreeTerms'),
  };
  // after a completion was tried (or Continue on the contract step was refused), the errors as text, field by field
  const summarised =
    submitCount > 0 ? registrationFieldOrder : step === 3 ? (['agree_contract', 'agree_terms'] as const) : [];
  const errorSummary = summarised
    .filter((field) => formErrors[field])
    .map((field) => `${fieldLabels[field]}: ${err(field) ?? ''}`)
    .join('\n');

  const values = toDraft(form.getValues());

  // a step jumped over with missing or wrong values is not shown as done
  const invalidSteps = new Set<number | undefined>(
    (registrationSchema.safeParse(values).error?.issues ?? []).map((issue) =>
      registrationStepOf(String(issue.path[0])),
    ),
  );
  const invoicingType = values.company_invoicing_type;
  const cityName = cities.data?.find((city) => city.id === Number(values.company_city_id))?.name ?? '';

  return (
    <AuthPanel title={t('auth.register.title')} wide>
      <Stepper
        label={t('auth.register.stepsLabel')}
        completedLabel={t('auth.register.stepDone')}
        steps={stepTitles.map((label, index) => ({
          label,
          complete: index + 1 < step && !invalidSteps.has(index + 1),
        }))}
        step={step - 1}
        onStepChange={(index) =>
          send({ type: 'wizard.goTo', step: (index + 1) as RegistrationWizardStep, values: form.getValues() })
        }
        isStepAllowed={(index) =>
          snapshot.can({ type: 'wizard.goTo', step: (index + 1) as RegistrationWizardStep, values: agreements })
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 4) void complete(event);
            else void continueFrom(step);
          }}
          noValidate
          className={layoutStyles.stack}
        >
          <Heading level={2}>{stepTitles[step - 1]}</Heading>
          {errorSummary || formError ? (
            <Notice tone="critical" title={errorSummary ? t('validation.formErrors') : undefined} live="assertive">
              {errorSummary ? <pre className={styles.errorText}>{errorSummary}</pre> : null}
              {formError}
            </Notice>
          ) : null}
          {step === 1 ? (
            <MappedCompanyFields
              form={form}
              names={companyNames}
              labels={companyLabels}
              descriptions={{ business_identity_code: t('auth.register.businessIdHint') }}
            />
          ) : null}
          {step === 2 ? (
            <>
              <PersonNameFields
                register={form.register}
                errors={{ first_name: err('first_name'), last_name: err('last_name') }}
                autoComplete
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
              <NewPasswordFields
                control={form.control}
                register={form.register}
                errors={{ password: err('password'), again: err('password2') }}
                labels="plain"
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
              <Link href={externalLinks.terms} external>
                {t('auth.termsLink')}
              </Link>
              <Notice tone="info" live="polite">
                {t('auth.register.contractNote')}
              </Notice>
            </>
          ) : null}
          {step === 4 ? (
            <>
              <Heading level={3}>{t('auth.register.companySummary')}</Heading>
              <DescriptionList
                items={[
                  { term: fieldLabels.company_name, description: values.company_name },
                  { term: fieldLabels.company_business_id, description: values.company_business_id },
                  { term: fieldLabels.company_street_address, description: values.company_street_address },
                  { term: fieldLabels.company_postal_code, description: values.company_postal_code },
                  { term: fieldLabels.company_city_id, description: cityName },
                  {
                    term: fieldLabels.company_invoicing_type,
                    description:
                      invoicingType === INVOICING_TYPE_EMAIL
                        ? t('common.invoicing.email')
                        : t('common.invoicing.einvoice'),
                  },
                  ...(invoicingType === INVOICING_TYPE_EMAIL
                    ? [{ term: fieldLabels.company_invoicing_email, description: values.company_invoicing_email }]
                    : [
                        { term: fieldLabels.company_invoicing_address, description: values.company_invoicing_address },
                        {
                          term: fieldLabels.company_invoicing_operator,
                          description: values.company_invoicing_operator,
                        },
                      ]),
                ]}
              />
              <Heading level={3}>{t('auth.register.superuserSummary')}</Heading>
              <DescriptionList
                items={[
                  { term: fieldLabels.first_name, description: values.first_name },
                  { term: fieldLabels.last_name, description: values.last_name },
                  { term: fieldLabels.phone, description: values.phone },
                  { term: fieldLabels.email, description: values.email },
                ]}
              />
            </>
          ) : null}
          <Inline space="small" align="space-between">
            {step === 1 ? (
              <Button tone="secondary" onClick={() => send({ type: 'wizard.cancel' })}>
                {t('common.cancel')}
              </Button>
            ) : (
              <Button
                tone="secondary"
                disabled={!snapshot.can({ type: 'wizard.back' })}
                onClick={() => send({ type: 'wizard.back' })}
              >
                {t('common.back')}
              </Button>
            )}
            {step === 4 ? (
              <Button type="submit" disabled={!canCompleteRegistration(snapshot, agreements)}>
                {t('auth.register.complete')}
              </Button>
            ) : (
              <Button type="submit">{t('common.continue')}</Button>
            )}
          </Inline>
        </form>
      </Stepper>
      <Modal
        open={snapshot.matches('registered')}
        title={t('auth.register.successTitle')}
        onClose={goToActivation}
        actions={<Button onClick={goToActivation}>{t('common.ok')}</Button>}
      >
        <Text as="p">{t('auth.register.successText')}</Text>
      </Modal>
    </AuthPanel>
  );
}
