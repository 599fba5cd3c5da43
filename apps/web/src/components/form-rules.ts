import type { FormRule, InputProps } from 'antd';
import type { z } from 'zod';

/**
 * An antd form rule from a shared zod schema, so a form checks exactly what the server will,
 * in the server's words (请输入11位手机号, 密码需包含数字 ...).
 */
export function ruleFrom(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = problemOf(schema, value);
      if (problem) throw new Error(problem);
    },
  };
}

/** Why the schema refuses a value, in its words; undefined when it takes it. For a field outside a Form (a table cell). */
export function problemOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value ?? '');
  return result.success ? undefined : (result.error.issues[0]?.message ?? '格式不正确');
}

/** The length limit of a text schema, through the optional / default / preprocess wrappers around its string. */
export function textLimit(schema: z.core.$ZodType): number | undefined {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      return (schema as z.ZodString).maxLength ?? undefined;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return textLimit((def as z.core.$ZodOptionalDef).innerType);
    case 'pipe':
      return textLimit((def as z.core.$ZodPipeDef).in) ?? textLimit((def as z.core.$ZodPipeDef).out);
    default:
      return undefined;
  }
}

/**
 * The characters typed against a shared text schema's limit (12 / 20), for an Input or TextArea's
 * `count`. Unlike a native maxLength, which cuts a long paste silently, a text past the limit is
 * kept, counted in red and refused by the field's rule with the schema's message (班级名称最多20字).
 * Optional texts (optionalText, `.default('')`) count against the string inside them.
 */
export function lengthCount(schema: z.ZodType): NonNullable<InputProps['count']> {
  return { show: true, max: textLimit(schema) };
}

/**
 * A search box's text as a list call takes it: trimmed, none when blank, and past the keyword
 * schema's limit cut to it, so a long paste still searches (for what starts it) where the call
 * would refuse the whole list.
 */
export function searchText(text: string | undefined, schema: z.ZodType): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  return trimmed.slice(0, textLimit(schema));
}
