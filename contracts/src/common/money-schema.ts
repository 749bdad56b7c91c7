import { z } from 'zod';
import { MONEY_PATTERN } from './money';

/** Money on the wire: the money module's decimal string with exactly two decimals, never a float. */
export const MoneySchema = z.string().regex(MONEY_PATTERN, 'validation.money');
export type Money = z.infer<typeof MoneySchema>;
