import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_FIELDS } from '@sorte/contracts/system/constants';
import { RegisterSettingsSchema } from '@sorte/contracts/system/system';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  auth = await operatorAuth(t.app);
});
afterAll(async () => {
  await t.close();
});

const req = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers = auth) =>
  t.app.inject({ method, url, payload: payload as never, headers });

const settings = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' });
  expect(res.statusCode).toBe(200);
  return RegisterSettingsSchema.parse(res.json().value);
};

async function auditCount(): Promise<number> {
  return (await req('GET', '/ops/api/audit-logs?pageNo=1&pageSize=1')).json().value.total;
}

const fieldUrl = (field: string) => `/ops/api/system/registration-fields/${field}`;
const goodBody = {
  visible: true,
  required: true,
  acceptedPattern: '^[0-9]+$',
  patternId: 2,
  minLength: 5,
  maxLength: 12,
};

describe('GET /wps/system/setting/register', () => {
  it('answers every field, hidden ones too, each with its rule, and the flags', async () => {
    const value = await settings();
    expect(value.fields.map((f) => f.field)).toEqual([...REGISTRATION_FIELDS]);
    expect(value.fields.find((f) => f.field === 'username')).toEqual({
      field: 'username',
      visible: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    });
    expect(value.fields.find((f) => f.field === 'email')).toMatchObject({
      visible: false,
      patternId: 3,
    });
    expect(value).toMatchObject({
      mobileRegistration: true,
      usernameRegistration: true,
      smsVerification: true,
    });
  });

  it('follows the feature flags', async () => {
    const off = await req('PATCH', '/ops/api/system/feature-flags', {
      MOBILE_REGISTRATION: false,
      SMS_VERIFICATION: false,
    });
    expect(off.statusCode).toBe(200);
    expect(await settings()).toMatchObject({
      mobileRegistration: false,
      usernameRegistration: true,
      smsVerification: false,
    });
    await req('PATCH', '/ops/api/system/feature-flags', {
      MOBILE_REGISTRATION: true,
      SMS_VERIFICATION: true,
    });
    expect(await settings()).toMatchObject({ mobileRegistration: true, smsVerification: true });
  });
});

describe('PUT /ops/api/system/registration-fields/:field', () => {
  it('needs an operator session', async () => {
    const res = await req('PUT', fieldUrl('qqNum'), goodBody, { authorization: '' });
    expect(res.statusCode).toBe(401);
  });

  it('changes a field, visible in the next settings call and in the audit log', async () => {
    const before = await auditCount();
    const previous = (await settings()).fields.find((f) => f.field === 'qqNum')!;
    const res = await req('PUT', fieldUrl('qqNum'), goodBody);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ field: 'qqNum', ...goodBody });
    expect((await settings()).fields.find((f) => f.field === 'qqNum')).toEqual({
      field: 'qqNum',
      ...goodBody,
    });
    // The permission call carries the same rules.
    const permission = (await t.app.inject({ method: 'GET', url: '/wps/system/permission' })).json()
      .value;
    expect(permission.registration.rules.qqNum).toEqual({ field: 'qqNum', ...goodBody });
    expect(await auditCount()).toBe(before + 1);
    const log = (await req('GET', '/ops/api/audit-logs?pageNo=1&pageSize=1')).json().value;
    expect(log.list[0]).toMatchObject({
      operator: 'admin',
      action: 'system.registration_field.update',
      entity: 'registration_field',
      before: previous,
      after: { field: 'qqNum', ...goodBody },
    });
  });

  it("accepts '*' as the pattern", async () => {
    const res = await req('PUT', fieldUrl('wechat'), {
      ...goodBody,
      acceptedPattern: '*',
      patternId: 0,
      minLength: 3,
      maxLength: 3,
    });
    expect(res.statusCode).toBe(200);
    expect((await settings()).fields.find((f) => f.field === 'wechat')).toMatchObject({
      acceptedPattern: '*',
      minLength: 3,
    });
  });

  it('rejects bad input with 400 and fields (404 for an unknown field) and writes nothing', async () => {
    const before = await auditCount();
    const snapshot = await settings();
    const cases: [string, unknown, number, Record<string, string> | undefined][] = [
      [fieldUrl('nickname'), goodBody, 404, undefined],
      [
        fieldUrl('qqNum'),
        { ...goodBody, minLength: 13, maxLength: 12 },
        400,
        { minLength: 'INVALID_VALUE' },
      ],
      [
        fieldUrl('qqNum'),
        { ...goodBody, acceptedPattern: '[0-9' },
        400,
        { acceptedPattern: 'INVALID_FORMAT' },
      ],
      [
        fieldUrl('qqNum'),
        { ...goodBody, acceptedPattern: '(', minLength: 9, maxLength: 1 },
        400,
        { minLength: 'INVALID_VALUE', acceptedPattern: 'INVALID_FORMAT' },
      ],
      [fieldUrl('qqNum'), { ...goodBody, extra: 1 }, 400, { extra: 'UNKNOWN_FIELD' }],
      [fieldUrl('qqNum'), { ...goodBody, visible: 'yes' }, 400, { visible: 'INVALID_TYPE' }],
      [fieldUrl('qqNum'), { ...goodBody, minLength: '5' }, 400, { minLength: 'INVALID_TYPE' }],
      [fieldUrl('qqNum'), { ...goodBody, patternId: 21 }, 400, { patternId: 'INVALID_VALUE' }],
      [fieldUrl('qqNum'), { ...goodBody, minLength: 1.5 }, 400, { minLength: 'INVALID_TYPE' }],
      [
        fieldUrl('qqNum'),
        { ...goodBody, acceptedPattern: undefined },
        400,
        { acceptedPattern: 'REQUIRED' },
      ],
    ];
    for (const [url, body, status, fields] of cases) {
      const res = await req('PUT', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const json = res.json();
      expect(json.success).toBe(false);
      if (fields) {
        expect(json.code).toBe('VALIDATION_FAILED');
        expect(json.fields).toEqual(fields);
      } else {
        expect(json.code).toBe('NOT_FOUND');
      }
    }
    expect(await auditCount()).toBe(before);
    expect(await settings()).toEqual(snapshot);
  });
});
