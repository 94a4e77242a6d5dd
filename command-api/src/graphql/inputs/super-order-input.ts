import { MAX_PRODUCERS_PER_REQUEST } from '@pcbm/domain';
import { Field, ID, InputType, Int } from 'type-graphql';
import { CertificateEnum, FileChoiceEnum, IpcClassEnum, MergeableFileEnum, OrderTypeEnum, ServiceEnum } from '../types/enums';

@InputType('AddressInput')
export class AddressInput {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => String) recipient!: string;
  @Field(() => String, { description: 'Two-letter country code.' }) country!: string;
  @Field(() => String) addressLine1!: string;
  @Field(() => String, { nullable: true }) addressLine2?: string;
  @Field(() => String) zipcode!: string;
  @Field(() => String) city!: string;
  @Field(() => String, { nullable: true }) companyTaxNumber?: string;
}

/** The fields of a request a customer sets and may later change; all optional, checked by the domain's schemas. */
@InputType()
abstract class RequestFieldsInput {
  @Field(() => String, { nullable: true }) pcbVersion?: string;
  @Field(() => Boolean, { nullable: true }) pcbProvidedByCustomer?: boolean;
  @Field(() => Boolean, { nullable: true }) isPanel?: boolean;
  @Field(() => Boolean, { nullable: true }) separateBoard?: boolean;
  @Field(() => Int, { nullable: true }) quantity?: number;
  @Field(() => Boolean, { nullable: true }) quantityIsOverproduction?: boolean;
  @Field(() => [Number], { nullable: true }) bulkPrices?: number[];
  @Field(() => [ServiceEnum], { nullable: true }) optionalOperations?: string[];
  @Field(() => [ServiceEnum], { nullable: true }) requiredOperations?: string[];
  @Field(() => [CertificateEnum], { nullable: true }) requiredCertificates?: string[];
  @Field(() => IpcClassEnum, { nullable: true }) ipcClass?: string;
  @Field(() => OrderTypeEnum, { nullable: true }) type?: string;
  @Field(() => String, { nullable: true }) additionalNotes?: string;
  @Field(() => Int, { nullable: true }) smtPartCount?: number;
  @Field(() => Int, { nullable: true }) thtPartCount?: number;
  @Field(() => Int, { nullable: true }) thtPinCount?: number;
}

/** The request as the order wizard sends it; checked by the same schema the browser uses. */
@InputType('SuperOrderInput')
export class SuperOrderInput extends RequestFieldsInput {
  @Field(() => String) name!: string;
  @Field(() => [ID], { description: `1 to ${MAX_PRODUCERS_PER_REQUEST} manufacturers.` }) manufacturers!: string[];
  @Field(() => AddressInput) shippingAddress!: AddressInput;
  @Field(() => AddressInput) billingAddress!: AddressInput;
  @Field(() => ID, { nullable: true, description: 'Order on behalf of this company (members only).' }) asCompany?: string;
  @Field(() => ID, { nullable: true }) fromWhitelabel?: string;
}

/** One parts-list row as the wizard sends it with the order. */
@InputType('ComponentInput')
export class ComponentInput {
  @Field(() => [String]) designators!: string[];
  @Field(() => Int) quantity!: number;
  @Field(() => String, { nullable: true }) mpn?: string;
  @Field(() => String, { nullable: true }) manufacturer?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => Boolean, { nullable: true }) doNotPlace?: boolean;
  @Field(() => Boolean, { nullable: true }) provided?: boolean;
  @Field(() => Boolean, { nullable: true }) generic?: boolean;
  @Field(() => [String], { nullable: true, description: 'Alternative part numbers; instant pricing needs one part per row.' }) alternativeMpns?: string[];
  @Field(() => String, { nullable: true, description: 'SMT or THT, for instant pricing.' }) mount?: string;
  @Field(() => Int, { nullable: true, description: 'Pins of a through-hole part, for instant pricing.' }) pinCount?: number;
}

/** The customer's ratings of a received order. */
@InputType('OrderFeedbackInput')
export class OrderFeedbackInput {
  @Field(() => Int, { description: '1 to 5' }) completionTime!: number;
  @Field(() => Int, { description: '1 to 5' }) customerSupport!: number;
  @Field(() => Int, { description: '1 to 5' }) productionQuality!: number;
  @Field(() => Int, { description: '1 to 5: the ordering website or marketplace' }) platform!: number;
  @Field(() => String, { nullable: true }) comment?: string | null;
}

/** The fields of a request that can change later; only those sent change. */
@InputType('OrderRequestChanges')
class OrderRequestChanges extends RequestFieldsInput {
  @Field(() => AddressInput, { nullable: true }) shippingAddress?: AddressInput;
  @Field(() => AddressInput, { nullable: true }) billingAddress?: AddressInput;
}

/** A change of one order's request: only the fields sent change. */
@InputType('OrderUpdateInput')
export class OrderUpdateInput extends OrderRequestChanges {
  @Field(() => ID) orderId!: string;
}

/** Keep or replace one kind of file of the latest request when re-adding. */
@InputType('FileMergeChoiceInput')
export class FileMergeChoiceInput {
  @Field(() => MergeableFileEnum) file!: string;
  @Field(() => FileChoiceEnum) choice!: string;
}

/** Re-adding a request to one new producer; fields not sent are taken over from the latest request. */
@InputType('ReAddOrderInput')
export class ReAddOrderInput extends OrderRequestChanges {
  @Field(() => ID) superOrderId!: string;
  @Field(() => ID, { description: 'The one new manufacturer.' }) manufacturer!: string;
  @Field(() => [FileMergeChoiceInput], { description: 'A choice for every file of the latest request.' }) files!: FileMergeChoiceInput[];
}
