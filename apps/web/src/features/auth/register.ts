import type { CallInput } from '@guanlan/shared';
import type { registerCalls } from '@guanlan/shared';

export type ApplicationInput = CallInput<typeof registerCalls.register>;

/** What the trial-application form holds (confirm is checked in the form only). */
export interface ApplicationValues {
  orgName: string;
  contactName: string;
  phone: string;
  phoneCode: string;
  userName: string;
  password: string;
  confirm?: string;
  email?: string;
  industry?: string;
  region?: string;
  remark?: string;
}

function optional(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/** Form values → register input: trimmed, optional fields left out when blank. */
export function toApplicationInput(values: ApplicationValues): ApplicationInput {
  return {
    orgName: values.orgName.trim(),
    contactName: values.contactName.trim(),
    phone: values.phone.trim(),
    phoneCode: values.phoneCode.trim(),
    userName: values.userName.trim(),
    password: values.password,
    email: optional(values.email),
    industry: optional(values.industry),
    region: optional(values.region),
    remark: optional(values.remark),
  };
}

/** Industries offered as suggestions (free text is allowed). */
export const INDUSTRY_OPTIONS = [
  '政府机关',
  '公安政法',
  '高等院校',
  '中小学教育',
  '医疗卫生',
  '金融',
  '能源',
  '交通运输',
  '互联网',
  '制造业',
  '媒体',
  '其他',
];
