import { errorCodeOf } from '@pcbm/web-kit/errors/error-text';
import { readFragment } from '@pcbm/web-kit/graphql/graphql';
import type { Client } from '@urql/core';
import { ApiError, dataOf } from '../data/api-answer';
import type { ResourceSource } from '../data/resource-source';
import { companyUpdateInputOf } from './company-form';
import { CompaniesQuery, CompanyFields, CompanyNdaQuery, CompanyQuery, UpdateCompanyMutation, type AdminCompany, type CompanyNdaState } from './company-operations';

const fresh = { requestPolicy: 'network-only' } as const;

const isCode = (error: unknown, code: string) => error instanceof ApiError && errorCodeOf(error.error) === code;

/** The signed NDA, none, or `unavailable` when this installation does not offer the NDA (UNIMPLEMENTED). */
async function ndaOf(client: Client, id: string): Promise<CompanyNdaState> {
  try {
    const { fetchCompanyNdaAttributes } = await dataOf(client.query(CompanyNdaQuery, { id }, fresh).toPromise());
    return fetchCompanyNdaAttributes ? { kind: 'signed', nda: fetchCompanyNdaAttributes } : { kind: 'none' };
  } catch (error) {
    if (isCode(error, 'UNIMPLEMENTED')) return { kind: 'unavailable' };
    throw error;
  }
}

async function companyOf(client: Client, id: string): Promise<AdminCompany> {
  const [answer, nda] = await Promise.all([dataOf(client.query(CompanyQuery, { id }, fresh).toPromise()), ndaOf(client, id)]);
  return { ...readFragment(CompanyFields, answer.fetchCompanyForSettings), nda };
}

/** Companies: every company with its members, producer and NDA, newest first; one company with its NDA's details; admins change a company as its members do. */
export const companySource: ResourceSource<AdminCompany> = {
  list: async (client, page) => {
    const { adminGetAllCompanies } = await dataOf(client.query(CompaniesQuery, page, fresh).toPromise());
    return {
      totalCount: adminGetAllCompanies.totalCount,
      edges: adminGetAllCompanies.edges.map((edge) => ({ cursor: edge.cursor, node: readFragment(CompanyFields, edge.node) })),
    };
  },
  one: companyOf,
  update: async (client, id, values) => {
    await dataOf(client.mutation(UpdateCompanyMutation, { companyId: id, company: companyUpdateInputOf(values) }).toPromise());
    return companyOf(client, id);
  },
};
