import { z } from 'zod';
import { id } from '../endpoint.js';

export const SchoolSummary = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  parentSchoolId: z.number().int().nullable(),
});

export const BranchSchoolList = z.array(SchoolSummary);
export const NoInput = z.object({});
export const SwitchSchoolInput = z.object({ schoolId: id() });
