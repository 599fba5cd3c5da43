import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd form rule from a shared zod schema, so a form checks exactly what the server will,
 * in the server's words (请输入11位手机号, 密码需包含数字 ...).
 */
export function ruleFrom(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
    },
  };
}
