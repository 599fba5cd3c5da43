import type { FormRule, InputProps } from 'antd';
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

/**
 * The characters typed against a shared text schema's limit (12 / 20), for an Input or TextArea's
 * `count`. Unlike a native maxLength, which cuts a long paste silently, a text past the limit is
 * kept, counted in red and refused by the field's rule with the schema's message (班级名称最多20字).
 */
export function lengthCount(schema: z.ZodString): NonNullable<InputProps['count']> {
  return { show: true, max: schema.maxLength ?? undefined };
}
