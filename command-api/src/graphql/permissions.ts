import { ErrorCode } from '@pcbm/domain';
import { GraphQLError } from 'graphql';
import type { MiddlewareFn } from 'type-graphql';
import type { GraphQLContext } from './context';

/**
 * Who may call an operation at all, by the groups of the spec (section 6): anyone; a signed-in
 * person (customer group); a member of a producer company (manufacturer group); an admin (token
 * role); an auditor (admin or the auditor role). Rules about one resource (this order, this
 * company) are the deciders' and resolvers' business on top of this.
 */
export type Access = 'anyone' | 'signedIn' | 'producer' | 'admin';

/**
 * The one permission table every query and mutation goes through; an operation missing here is
 * refused. The one subscription, orderUpdates, is for the order's two sides and admins: its
 * subscribe step checks that like the chat does, before any update is sent.
 */
export const PERMISSIONS: Readonly<Record<string, Access>> = {
  // the app
  appGetGeoPosition: 'anyone',
  appGetBackendVersion: 'anyone',
  appGetWebSettings: 'anyone',
  subscribeToSignupReminder: 'anyone',
  unsubscribeFromSignupReminder: 'anyone',
  sendFeedback: 'anyone',
  // accounts
  me: 'signedIn',
  user: 'signedIn',
  updateUser: 'signedIn',
  deleteUser: 'signedIn',
  createUser: 'anyone',
  changePassword: 'signedIn',
  changeEmail: 'signedIn',
  completeFirstLogin: 'signedIn',
  createCompany: 'signedIn',
  updateCompany: 'signedIn',
  addCompanyEmployee: 'signedIn',
  removeCompanyEmployee: 'signedIn',
  deleteCompany: 'signedIn',
  fetchCompanyPublicAttributes: 'signedIn',
  fetchCompanyLegalAttributes: 'signedIn',
  fetchCompanyForSettings: 'signedIn',
  exportSettings: 'signedIn',
  fetchUnsignedNDA: 'signedIn',
  signNDA: 'signedIn',
  deleteNDA: 'signedIn',
  fetchCompanyNdaAttributes: 'signedIn',
  companyExportSettings: 'signedIn',
  setUserExportSettings: 'signedIn',
  resetUserExportSettings: 'signedIn',
  setCompanyExportSettings: 'signedIn',
  resetCompanyExportSettings: 'signedIn',
  // producers
  createManufacturer: 'admin',
  updateManufacturer: 'signedIn',
  // The wizard shows producers' public attributes and instant prices before anyone signs in.
  fetchManufacturerPublicAttributes: 'anyone',
  // white-label shops and site modes
  getWhiteLabelShopInfo: 'anyone',
  siteMode: 'anyone',
  createShop: 'admin',
  updateShop: 'admin',
  adminGetAllWhitelabelShops: 'admin',
  adminGetWhitelabelShop: 'admin',
  // ordering
  createOrder: 'signedIn',
  updateOrder: 'signedIn',
  reAddOrder: 'signedIn',
  updateOrderFeedback: 'signedIn',
  // exports (which orders the caller may export is the resolver's check)
  exportOrderBom: 'signedIn',
  exportOrderPlacement: 'signedIn',
  exportOrders: 'signedIn',
  answerOrderQuote: 'signedIn',
  updateOrderStatus: 'signedIn',
  fetchOrder: 'signedIn',
  orders: 'signedIn',
  updateOrderQuote: 'producer',
  withdrawOrderQuote: 'producer',
  manufacturerOrders: 'producer',
  manufacturerShops: 'producer',
  manufacturerOrder: 'producer',
  // chat
  fetchChatByOrderId: 'signedIn',
  fetchMessages: 'signedIn',
  sendNewTextMessage: 'signedIn',
  sendNewFileMessage: 'signedIn',
  assignUserToChat: 'signedIn',
  unassignUserFromChat: 'signedIn',
  // audit (auditors, and customers for their own orders)
  fetchOrderHistory: 'signedIn',
  fetchOrderAsOf: 'signedIn',
  exportOrderHistory: 'signedIn',
  // administration
  adminGetAllRequests: 'admin',
  adminGetAllUsers: 'admin',
  adminGetAllCompanies: 'admin',
  adminGetAllCompanyNames: 'admin',
  adminGetAllManufacturers: 'admin',
  adminGetAllManufacturersWithCompanyName: 'admin',
  adminGetManufacturersWithPricing: 'admin',
  adminEraseUser: 'admin',
  adminProcessorStatus: 'admin',
  // matching producers and the parts database (the order wizard works before signing in)
  fetchCapabilitySearch: 'anyone',
  fetchCapabilityMatchingGuidance: 'anyone',
  fetchNexarParts: 'anyone',
  fetchBomDetection: 'anyone',
  fetchApiBomDetection: 'signedIn',
  // instant pricing (the producer's own setup is checked by the resolver)
  setManufacturerPricing: 'signedIn',
  fetchManufacturerBaseAttributedWithPricing: 'signedIn',
  fetchDebugManufacturerOrderPricing: 'producer',
  fetchOrderPricing: 'anyone',
  // the BOM formatter (whose sheet it is is the resolver's check)
  formatBomSheet: 'anyone',
  bomSheet: 'anyone',
  claimBomSheet: 'signedIn',
  updateBomSheetRows: 'signedIn',
  exportBomSheet: 'signedIn',
  originalBomSheet: 'signedIn',
  // mail notifications
  chatNotificationSetting: 'signedIn',
  chatNotificationSettings: 'signedIn',
  subscribeToChatNotifications: 'signedIn',
  unsubscribeFromChatNotifications: 'signedIn',
  adminGetAllMails: 'admin',
  adminGetMail: 'admin',
};

function refusal(message: string, code: string, access: Access, status: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, access, http: { status } } });
}

/** Checks the permission table before any root query or mutation runs. */
export const permissionCheck: MiddlewareFn<GraphQLContext> = async ({ context, info }, next) => {
  const root = info.parentType.name;
  if (root !== 'Query' && root !== 'Mutation') return next();
  const access = PERMISSIONS[info.fieldName];
  if (!access) throw refusal('This operation is not available.', ErrorCode.USER_NOT_AUTHORIZED, 'admin', 403);
  if (access === 'anyone') return next();
  const actor = context.actor;
  if (!actor) throw refusal('Please sign in.', 'UNAUTHENTICATED', access, 401);
  if (access === 'producer' && actor.manufacturerIds.length === 0) {
    throw refusal('You are not a member of a producer company.', ErrorCode.USER_NOT_IN_PRODUCER_COMPANY, access, 403);
  }
  if (access === 'admin' && !actor.isAdmin) throw refusal('Only administrators may do this.', ErrorCode.USER_NOT_AUTHORIZED, access, 403);
  return next();
};
