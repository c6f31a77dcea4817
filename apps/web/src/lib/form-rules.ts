/**
 * antd Form rules from the shared zod schemas, so the form says exactly what the server
 * would (the Chinese messages live in packages/shared/src/api/params.ts).
 */

/** The part of a zod schema the rules need (kept structural: the web app has no zod import). */
export interface ParseableSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

export interface FormRule {
  required?: boolean;
  message?: string;
  whitespace?: boolean;
  validator?: (rule: unknown, value: unknown) => Promise<void>;
  validateTrigger?: string | string[];
}

/** The first zod message for `value`, or undefined when it is valid. */
export function schemaError(schema: ParseableSchema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? '格式不正确');
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** Validates a filled value against the schema; blank values are left to the `required` rule. */
export function zodRule(schema: ParseableSchema): FormRule {
  return {
    validator: (_rule, value) => {
      if (isBlank(value)) {
        return Promise.resolve();
      }
      const message = schemaError(schema, value);
      return message === undefined ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/** A required field with a Chinese message, plus the schema check. */
export function requiredRules(message: string, schema?: ParseableSchema): FormRule[] {
  return [{ required: true, whitespace: true, message }, ...(schema ? [zodRule(schema)] : [])];
}

/** Confirms that a second password field repeats the first. */
export function confirmRule(
  getPassword: () => unknown,
  message = '两次输入的密码不一致',
): FormRule {
  return {
    validator: (_rule, value) =>
      isBlank(value) || value === getPassword()
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}
