import { errorCodeOf } from '@pcbm/web-kit/errors/error-text';
import { readFragment } from '@pcbm/web-kit/graphql/graphql';
import type { Client } from '@urql/core';
import { ApiError, dataOf } from '../data/api-answer';
import { ProducerCompaniesQuery } from '../data/producer-queries';
import type { ResourceSource } from '../data/resource-source';
import { companyUpdateInputOf } from './company-form';
import { CompaniesQuery, CompanyFields, CompanyNdaQuery, CompanyQuery, UpdateCompanyMutation, type AdminCompany, type CompanyNdaState } from './company-operations';

const fresh = { requestPolicy: 'network-only' } as const;

/** The producer (manufacturer id) of each company that runs one. */
async function producersByCompany(client: Client): Promise<ReadonlyMap<string, string>> {
  const { adminGetAllManufacturersWithCompanyName } = await dataOf(client.query(ProducerCompaniesQuery, {}, fresh).toPromise());
  return new Map(adminGetAllManufacturersWithCompanyName.map((manufacturer) => [manufacturer.companyId, manufacturer.id]));
}

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
  const [answer, producers, nda] = await Promise.all([dataOf(client.query(CompanyQuery, { id }, fresh).toPromise()), producersByCompany(client), ndaOf(client, id)]);
  const company = readFragment(CompanyFields, answer.fetchCompanyForSettings);
  return { ...company, manufacturerId: producers.get(company.id) ?? null, nda };
}

/** Companies: every company with its members, newest first; one company with its NDA; admins change a company as its members do. */
export const companySource: ResourceSource<AdminCompany> = {
  list: async (client, page) => {
    const [{ adminGetAllCompanies }, producers] = await Promise.all([dataOf(client.query(CompaniesQuery, page, fresh).toPromise()), producersByCompany(client)]);
    return {
      totalCount: adminGetAllCompanies.totalCount,
      edges: adminGetAllCompanies.edges.map((edge) => {
        const company = readFragment(CompanyFields, edge.node);
        return { cursor: edge.cursor, node: { ...company, manufacturerId: producers.get(company.id) ?? null } };
      }),
    };
  },
  one: companyOf,
  update: async (client, id, values) => {
    await dataOf(client.mutation(UpdateCompanyMutation, { companyId: id, company: companyUpdateInputOf(values) }).toPromise());
    return companyOf(client, id);
  },
};
