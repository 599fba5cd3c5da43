import { Form, Input, type InputProps } from 'antd';
import type { z } from 'zod';
import { lengthCount, problemOf } from './form-rules';
import './cell-text-input.css';

type CellTextInputProps = Omit<InputProps, 'value' | 'count'> & {
  /** The shared schema the server checks the text with. */
  schema: z.ZodType;
  value: string;
};

/**
 * A text typed in a table cell (a remark beside each child): counted against its schema's limit,
 * and refused under it in the schema's words, as a form field would be; a cell has no form to do it.
 */
export function CellTextInput({ schema, value, ...input }: CellTextInputProps) {
  const problem = problemOf(schema, value);
  return (
    <Form.Item className="cell-text-input" validateStatus={problem ? 'error' : undefined} help={problem}>
      <Input {...input} value={value} count={lengthCount(schema)} />
    </Form.Item>
  );
}
