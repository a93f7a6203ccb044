import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

/**
 * `yupResolver(schema)` for a form whose fields hold something else than what the schema yields:
 * an amount field holds the typed text, the schema gives satang. `Input` is what the fields hold
 * (`{ amount: string }`), `Output` what the submit handler gets (`{ amount: number }`):
 *
 *   useForm<DepositInput, unknown, DepositValues>({ resolver: formResolver(depositSchema), ... })
 *
 * A form whose fields hold exactly what its schema yields uses `yupResolver(schema)` directly.
 */
export function formResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: ObjectSchema<Output>,
): Resolver<Input, unknown, Output> {
  // yupResolver types both sides as the schema's output; the schema's transforms are what turn
  // the input into the output, which the typings of yup cannot express.
  return yupResolver(schema) as unknown as Resolver<Input, unknown, Output>;
}
