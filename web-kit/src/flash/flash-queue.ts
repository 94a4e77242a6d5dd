export const FLASH_TYPES = ['error', 'warning', 'unusualFileType', 'singleManufacturer', 'success', 'welcome'] as const;
export type FlashType = (typeof FLASH_TYPES)[number];
export type FlashAction = 'continue' | 'abort' | 'tryAgain' | 'login' | 'reload' | 'close';

export interface FlashMessage {
  readonly id: number;
  readonly type: FlashType;
  readonly message: string;
  readonly actions: readonly FlashAction[];
  readonly resolve: (action: FlashAction) => void;
}

/** The message shown first: the highest priority (error, warning, … welcome), oldest first within one type. */
export function nextFlash(queue: readonly FlashMessage[]): FlashMessage | undefined {
  return [...queue].sort((a, b) => FLASH_TYPES.indexOf(a.type) - FLASH_TYPES.indexOf(b.type) || a.id - b.id)[0];
}
