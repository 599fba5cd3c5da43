import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ComplianceOverview } from './compliance.schemas.js';

/** 合规提醒 on the home page: class sizes and staffing against the national rules. */
export const complianceEndpoints = {
  getOverview: defineEndpoint({
    id: 'compliance.getOverview',
    summary: '合规提醒：当前学年各班班额与师幼比，及全园师幼比',
    access: 'Home',
    legacy: { method: 'GET', path: '/api/Compliance/GetOverview' },
    java: { method: 'GET', path: '/javaApi/compliance/getOverview' },
    input: z.object({}),
    output: ComplianceOverview,
  }),
};
