/** Who sends a command, as far as the rules need to know. */
export interface Actor {
  readonly userId: string;
  /** Companies the user is a member of. */
  readonly companyIds: readonly string[];
  /** Manufacturer profiles of the producer companies the user is a member of. */
  readonly manufacturerIds: readonly string[];
  readonly isAdmin: boolean;
}
