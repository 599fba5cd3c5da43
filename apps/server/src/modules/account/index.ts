/** The account module's door: a person's sign-in, for the session and staff modules. */
export {
  accountIdOfStaff,
  accountIdsOfPhones,
  findAccountByPhone,
  passwordHashOf,
  setPasswordHash,
  staffIdsOfAccount,
  workingStaffOfAccount,
} from './account.repository.js';
