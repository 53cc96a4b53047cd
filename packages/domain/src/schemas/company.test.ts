import { describe, expect, it } from 'vitest';
import {
  businessLocationSchema,
  companySchema,
  companyUserEditSchema,
  inviteCompanyUserSchema,
  toCompanyInvitationPayload,
} from './company.ts';
import { fieldIssues, issuesOf } from './test-helpers.ts';

const company = {
  name: 'Demo Kuljetus Oy',
  business_identity_code: '1234567-8',
  street_address: 'Mannerheimintie 1',
  postal_code: '00100',
  city_sk: 91,
  invoicing_type: 2,
  invoicing_einvoice_operator_url: '003712345678',
  invoicing_einvoice_operator: 'OKOYFIHH',
  invoicing_email: '',
};

describe('companySchema', () => {
  it('accepts a complete e-invoicing company', () => {
    expect(issuesOf(companySchema, company)).toEqual([]);
  });

  it('requires name, street address, postal code and city', () => {
    expect(issuesOf(companySchema, { ...company, name: '', street_address: '', postal_code: '', city_sk: '' })).toEqual(
      [
        ['name', 'required'],
        ['street_address', 'required'],
        ['postal_code', 'required'],
        ['city_sk', 'required'],
      ],
    );
  });

  it('limits street address and postal code to 200 characters', () => {
    expect(
      issuesOf(companySchema, { ...company, street_address: 'x'.repeat(201), postal_code: '0'.repeat(201) }),
    ).toEqual([
      ['street_address', 'maxLength'],
      ['postal_code', 'maxLength'],
    ]);
  });

  it('needs the city as a positive integer (a select may hold it as text)', () => {
    expect(fieldIssues(companySchema, { ...company, city_sk: -1 }, 'city_sk')).toEqual(['positiveInteger']);
    expect(fieldIssues(companySchema, { ...company, city_sk: 1.5 }, 'city_sk')).toEqual(['positiveInteger']);
    expect(fieldIssues(companySchema, { ...company, city_sk: 'Helsinki' }, 'city_sk')).toEqual(['positiveInteger']);
    expect(companySchema.parse({ ...company, city_sk: '91' }).city_sk).toBe(91);
  });

  it("requires the business id as 7 digits, hyphen, 1 digit ('Tarkista yrityksen y-tunnus')", () => {
    expect(fieldIssues(companySchema, { ...company, business_identity_code: '' }, 'business_identity_code')).toEqual([
      'required',
    ]);
    for (const id of ['12345678', '123456-78', '1234567-', 'abcdefg-h', '1234567-89']) {
      expect(fieldIssues(companySchema, { ...company, business_identity_code: id }, 'business_identity_code')).toEqual([
        'businessId',
      ]);
    }
  });

  it('with e-invoicing (2) requires the e-invoice address and operator', () => {
    expect(
      issuesOf(companySchema, { ...company, invoicing_einvoice_operator_url: '', invoicing_einvoice_operator: null }),
    ).toEqual([
      ['invoicing_einvoice_operator_url', 'required'],
      ['invoicing_einvoice_operator', 'required'],
    ]);
  });

  it('with e-mail invoicing (5) requires a valid invoicing e-mail instead', () => {
    const emailInvoicing = {
      ...company,
      invoicing_type: 5,
      invoicing_einvoice_operator_url: '',
      invoicing_einvoice_operator: '',
    };
    expect(issuesOf(companySchema, emailInvoicing)).toEqual([['invoicing_email', 'required']]);
    expect(issuesOf(companySchema, { ...emailInvoicing, invoicing_email: 'laskut@' })).toEqual([
      ['invoicing_email', 'emailFormat'],
    ]);
    expect(issuesOf(companySchema, { ...emailInvoicing, invoicing_email: 'laskut@demo.fi' })).toEqual([]);
  });

  it('reports the invoicing rule even when other fields fail', () => {
    expect(issuesOf(companySchema, { ...company, name: '', invoicing_type: '5' })).toEqual([
      ['name', 'required'],
      ['invoicing_email', 'required'],
    ]);
  });

  it('accepts only invoicing types 2 and 5', () => {
    expect(fieldIssues(companySchema, { ...company, invoicing_type: 3 }, 'invoicing_type')).toEqual(['invoicingType']);
  });
});

describe('businessLocationSchema', () => {
  it('requires only the name', () => {
    expect(issuesOf(businessLocationSchema, { name: '' })).toEqual([['name', 'required']]);
    expect(businessLocationSchema.parse({ name: 'Vantaa' })).toMatchObject({ name: 'Vantaa', cost_center_is: true });
  });

  it('keeps a point with [lng, lat] coordinates', () => {
    const point = { type: 'Point' as const, coordinates: [24.94, 60.17] as [number, number] };
    expect(businessLocationSchema.parse({ name: 'Helsinki', coordinates: point }).coordinates).toEqual(point);
  });
});

describe('companyUserEditSchema', () => {
  const user = { email: 'user@demo.siirto.fi', first_name: 'Matti', last_name: 'Virtanen', role: 1 };

  it('requires a valid e-mail, first and last name and the role', () => {
    expect(issuesOf(companyUserEditSchema, { email: 'x', first_name: '', last_name: '', role: '' })).toEqual([
      ['email', 'emailFormat'],
      ['first_name', 'required'],
      ['last_name', 'required'],
      ['role', 'required'],
    ]);
    expect(issuesOf(companyUserEditSchema, user)).toEqual([]);
  });

  it('role 2 needs its one business location', () => {
    expect(issuesOf(companyUserEditSchema, { ...user, role: 2 })).toEqual([['business_location', 'required']]);
    expect(issuesOf(companyUserEditSchema, { ...user, role: 2, business_location: '14' })).toEqual([]);
  });
});

describe('inviteCompanyUserSchema', () => {
  const invite = { email: 'new@demo.siirto.fi', email2: 'new@demo.siirto.fi', role: 2, business_location: 14 };

  it('requires a valid e-mail', () => {
    expect(fieldIssues(inviteCompanyUserSchema, { ...invite, email: '' }, 'email')).toEqual(['required']);
    expect(fieldIssues(inviteCompanyUserSchema, { ...invite, email: 'new@' }, 'email')).toEqual(['emailFormat']);
  });

  it("requires an equal repeat ('Sähköpostiosoitteet eivät täsmää')", () => {
    expect(issuesOf(inviteCompanyUserSchema, { ...invite, email2: 'other@demo.siirto.fi' })).toEqual([
      ['email2', 'emailsDoNotMatch'],
    ]);
    expect(issuesOf(inviteCompanyUserSchema, { ...invite, email2: '' })).toEqual([['email2', 'required']]);
  });

  it('requires a numeric role', () => {
    expect(fieldIssues(inviteCompanyUserSchema, { ...invite, role: undefined }, 'role')).toEqual(['required']);
    expect(fieldIssues(inviteCompanyUserSchema, { ...invite, role: 'admin' }, 'role')).toEqual(['number']);
    expect(inviteCompanyUserSchema.parse({ ...invite, role: '2' }).role).toBe(2);
  });

  it('requires a business location unless the role is 5', () => {
    expect(issuesOf(inviteCompanyUserSchema, { ...invite, role: 1, business_location: '' })).toEqual([
      ['business_location', 'required'],
    ]);
    expect(issuesOf(inviteCompanyUserSchema, { ...invite, role: 5, business_location: '' })).toEqual([]);
  });

  it('sends business_location_ids with the one location only for role 2', () => {
    expect(toCompanyInvitationPayload(inviteCompanyUserSchema.parse(invite))).toEqual({
      email: 'new@demo.siirto.fi',
      email2: 'new@demo.siirto.fi',
      role: 2,
      business_location_ids: [14],
    });
    expect(toCompanyInvitationPayload(inviteCompanyUserSchema.parse({ ...invite, role: 1 }))).toEqual({
      email: 'new@demo.siirto.fi',
      email2: 'new@demo.siirto.fi',
      role: 1,
    });
  });
});
