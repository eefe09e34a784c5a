import { describe, expect, it } from 'vitest';
import { formRules, type FieldRule, type FormKey } from '../../src/machines/forms/validation';
import { deref, isObject, loadApiDocument, type Json, type JsonObject } from './apiDocument';

const doc = loadApiDocument();

/** The request schema of each client form (the table of the shared form-field rules). */
const schemaOfForm: Record<FormKey, string> = {
  complaint: 'ComplaintOrSuggestionRequest',
  impression: 'ImpressionRequest',
  login: 'LoginRequest',
  operatorLogin: 'OperatorLoginRequest',
  register: 'RegisterRequest',
  verifyOtp: 'VerifyOtpRequest',
  resendOtp: 'ResendOtpRequest',
  forgotPassword: 'ForgotPasswordRequest',
  resetPassword: 'ResetPasswordRequest',
  profile: 'ProfileUpdateRequest',
  contestantDetails: 'ContestantDetails',
  prizeRequest: 'PrizeRequestCreate',
  operatorSetup: 'OperatorSetupRequest',
  operatorInvitation: 'OperatorInvitationAcceptRequest',
  operatorInvite: 'OperatorInviteRequest',
  operatorCompetition: 'OperatorCompetitionCreateRequest',
  inboxAnswer: 'InboxAnswerRequest',
};

/**
 * Fields the server demands although the client's rule does not mark them required: hidden fields the
 * app always fills (otp_type) and fields whose row in the shared table has no "required". The client
 * then sends an empty value and shows the server's 422 field message; never the other way round.
 */
const requiredByServerOnly: Partial<Record<FormKey, readonly string[]>> = {
  verifyOtp: ['otp_type'],
  resendOtp: ['otp_type'],
  resetPassword: ['password', 'password_confirmation'],
  profile: ['name'],
  // Present but possibly empty: a draft may lack a title in one language until the readiness check asks for it.
  operatorCompetition: ['title.ar', 'title.en'],
};

const NUMERIC = '^[0-9]+$';

/** A property schema with its `$ref`s followed and `allOf` parts merged. */
function flatSchema(value: Json | undefined): JsonObject {
  const schema = deref(doc, value);
  if (!isObject(schema)) return {};
  const merged: JsonObject = { ...schema };
  delete merged['$ref'];
  delete merged['allOf'];
  for (const part of (schema['allOf'] as Json[] | undefined) ?? []) Object.assign(merged, flatSchema(part));
  return merged;
}

/** What the schema says about one field, in the vocabulary of the client's FieldRule. */
function ruleFromSchema(property: JsonObject, required: boolean): FieldRule {
  const rule: FieldRule = {};
  if (required) rule.required = true;
  if (typeof property['minLength'] === 'number') rule.minLength = property['minLength'];
  if (typeof property['maxLength'] === 'number') rule.maxLength = property['maxLength'];
  if (property['format'] === 'email') rule.email = true;
  if (property['format'] === 'date') rule.date = true;
  else if (property['pattern'] === NUMERIC) rule.numeric = true;
  else if (typeof property['pattern'] === 'string') rule.pattern = property['pattern'];
  if (Array.isArray(property['enum'])) rule.oneOf = property['enum'] as string[];
  if (typeof property['const'] === 'string') rule.oneOf = [property['const']];
  return rule;
}

/**
 * A request schema's fields as the forms kit names them: a nested object's fields by their path (`title.ar`), required
 * when both the object and the field are.
 */
function flatFields(schema: JsonObject, prefix = '', parentRequired = true): { properties: JsonObject; required: Set<string> } {
  const properties: JsonObject = {};
  const required = new Set<string>();
  const own = new Set((schema['required'] as string[] | undefined) ?? []);
  for (const [name, value] of Object.entries((schema['properties'] ?? {}) as JsonObject)) {
    const property = flatSchema(value);
    const path = prefix + name;
    const isRequired = parentRequired && own.has(name);
    if (property['type'] === 'object' && isObject(property['properties'] ?? null)) {
      const nested = flatFields(property, `${path}.`, isRequired);
      Object.assign(properties, nested.properties);
      nested.required.forEach((field) => required.add(field));
    } else {
      properties[path] = property;
      if (isRequired) required.add(path);
    }
  }
  return { properties, required };
}

function comparable(rule: FieldRule): FieldRule {
  // equalTo compares two fields and iban adds the mod-97 check digits: neither is expressible in the schema.
  const { equalTo: _equalTo, iban: _iban, ...rest } = rule;
  const copy: FieldRule = { ...rest };
  if (copy.oneOf) copy.oneOf = [...copy.oneOf];
  if (!copy.required) delete copy.required;
  return copy;
}

describe('the client form validators agree with the request schemas of openapi/api.yaml', () => {
  for (const [form, schemaName] of Object.entries(schemaOfForm) as [FormKey, string][]) {
    describe(`${form} ↔ ${schemaName}`, () => {
      const { properties, required } = flatFields(flatSchema({ $ref: `#/components/schemas/${schemaName}` }));
      const rules: Record<string, FieldRule> = formRules[form];

      it('has the same fields', () => {
        expect(Object.keys(rules).sort()).toEqual(Object.keys(properties).sort());
      });

      for (const [field, rule] of Object.entries(rules)) {
        it(`${field}: same limits, format, pattern and choices`, () => {
          const fromSchema = ruleFromSchema(flatSchema(properties[field]), required.has(field));
          const expected = comparable(rule);
          if (!rule.required && required.has(field)) {
            expect(requiredByServerOnly[form] ?? [], `${form}.${field} is required by the server only`).toContain(field);
            delete fromSchema.required;
          }
          expect(fromSchema).toEqual(expected);
          if (rule.equalTo !== undefined) {
            expect(Object.keys(properties), `${field} must equal ${rule.equalTo}`).toContain(rule.equalTo);
            expect(String(flatSchema(properties[field])['description'])).toContain(`\`${rule.equalTo}\``);
          }
        });
      }
    });
  }

  it('sends complaints and impressions through one POST /complaints body', () => {
    expect(flatSchema({ $ref: '#/components/schemas/ComplaintRequest' })['oneOf']).toEqual([
      { $ref: '#/components/schemas/ComplaintOrSuggestionRequest' },
      { $ref: '#/components/schemas/ImpressionRequest' },
    ]);
  });
});
