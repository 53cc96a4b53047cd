import { describe, expect, it } from 'vitest';
import { emptyRegistrationValues, registrationSchema, registrationStepOf } from './registration.ts';
import { fieldIssues, issuesOf } from './test-helpers.ts';

const password = 'Siirto!Demo2026';
const validRegistration = {
  company_name: 'Uusi Kuljetus Oy',
  company_business_id: '7654321-0',
  company_street_address: 'Aleksanterinkatu 5',
  company_postal_code: '00100',
  company_city_id: '91',
  company_invoicing_type: 5,
  company_invoicing_email: 'laskut@uusi.fi',
  company_invoicing_address: '',
  company_invoicing_operator: '',
  first_name: 'Liisa',
  last_name: 'Laine',
  phone: '+358401234567',
  email: 'liisa@uusi.fi',
  email2: 'liisa@uusi.fi',
  password,
  password2: password,
  agree_contract: true,
  agree_terms: true,
};

/** The issues the whole registration finds on one step's fields (what that step shows). */
const stepIssues = (step: 1 | 2 | 3, values: unknown) =>
  issuesOf(registrationSchema, values).filter(([path]) => registrationStepOf(path) === step);

describe('registration steps', () => {
  it('step 1 requires the company fields, with invoicing type 2 by default asking for the e-invoice fields', () => {
    expect(stepIssues(1, emptyRegistrationValues)).toEqual([
      ['company_name', 'required'],
      ['company_business_id', 'required'],
      ['company_street_address', 'required'],
      ['company_postal_code', 'required'],
      ['company_city_id', 'required'],
      ['company_invoicing_address', 'required'],
      ['company_invoicing_operator', 'required'],
    ]);
  });

  it("step 1 checks the business id ('Tarkista yrityksen y-tunnus') and the 200-character limits", () => {
    expect(
      stepIssues(1, {
        ...validRegistration,
        company_business_id: '1234567',
        company_street_address: 'x'.repeat(201),
        company_postal_code: 'x'.repeat(201),
      }),
    ).toEqual([
      ['company_business_id', 'businessId'],
      ['company_street_address', 'maxLength'],
      ['company_postal_code', 'maxLength'],
    ]);
  });

  it('step 1 needs the city as a positive integer', () => {
    expect(fieldIssues(registrationSchema, { ...validRegistration, company_city_id: 0 }, 'company_city_id')).toEqual([
      'positiveInteger',
    ]);
  });

  it('step 1 with e-mail invoicing (5) needs the invoicing e-mail', () => {
    expect(stepIssues(1, { ...validRegistration, company_invoicing_email: '' })).toEqual([
      ['company_invoicing_email', 'required'],
    ]);
  });

  it('step 2 requires the superuser fields, at most 200 characters', () => {
    expect(stepIssues(2, emptyRegistrationValues)).toEqual([
      ['first_name', 'required'],
      ['last_name', 'required'],
      ['phone', 'required'],
      ['email', 'required'],
      ['email2', 'required'],
      ['password', 'required'],
      ['password2', 'required'],
    ]);
    expect(
      fieldIssues(registrationSchema, { ...validRegistration, first_name: 'x'.repeat(201) }, 'first_name'),
    ).toEqual(['maxLength']);
  });

  it("step 2 wants a valid e-mail and an equal repeat ('Sähköpostiosoitteet eivät täsmää')", () => {
    expect(fieldIssues(registrationSchema, { ...validRegistration, email: 'liisa' }, 'email')).toEqual(['emailFormat']);
    expect(stepIssues(2, { ...validRegistration, email2: 'other@uusi.fi' })).toEqual([['email2', 'emailsDoNotMatch']]);
  });

  it('step 2 applies the password rules and the equal repeat', () => {
    expect(stepIssues(2, { ...validRegistration, password2: 'Siirto!Demo2027' })).toEqual([
      ['password2', 'passwordsDoNotMatch'],
    ]);
    expect(fieldIssues(registrationSchema, { ...validRegistration, password: 'siirto!demo2026' }, 'password')).toEqual([
      'passwordUppercase',
    ]);
  });

  it('step 3 requires both agreements', () => {
    expect(stepIssues(3, { ...validRegistration, agree_contract: false, agree_terms: false })).toEqual([
      ['agree_contract', 'agreeContract'],
      ['agree_terms', 'agreeTerms'],
    ]);
  });
});

describe('registrationSchema', () => {
  it('accepts a complete registration and lowercases the e-mail, stripped of spaces', () => {
    const values = registrationSchema.parse({
      ...validRegistration,
      email: ' Liisa@Uusi.FI ',
      email2: 'liisa @uusi.fi',
    });
    expect(values.email).toBe('liisa@uusi.fi');
    expect(values.email2).toBe('liisa@uusi.fi');
    expect(values.company_city_id).toBe(91);
  });

  it('reports every failing field of every step at once', () => {
    const fields = issuesOf(registrationSchema, {
      ...validRegistration,
      company_name: '',
      email2: 'x@y.fi',
      agree_terms: false,
    }).map(([field]) => field);
    expect(fields).toEqual(['company_name', 'agree_terms', 'email2']);
  });

  it('knows the step of each field', () => {
    expect(registrationStepOf('company_business_id')).toBe(1);
    expect(registrationStepOf('password2')).toBe(2);
    expect(registrationStepOf('agree_terms')).toBe(3);
    expect(registrationStepOf('detail')).toBeUndefined();
  });
});
