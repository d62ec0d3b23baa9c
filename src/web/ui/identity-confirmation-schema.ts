import { z } from 'zod';
import { settingsMessages } from '@/contracts/settings';

/** The confirmation the server asks for: the password, or the e-mail for accounts without one. */
export const byPassword = { password: z.string().min(1, { error: settingsMessages.passwordRequired }) };
export const byEmail = { confirmEmail: z.string().trim().min(1, { error: settingsMessages.confirmEmailMismatch }) };

/** The confirmation alone: deleting the account, turning two factors on or off (with the code beside it). */
export const confirmationSchema = (hasPassword: boolean) => (hasPassword ? z.object(byPassword) : z.object(byEmail));

export type ConfirmationValues = { password?: string; confirmEmail?: string };
