import { MAX_MESSAGE_LENGTH } from '@pcbm/domain/chat/chat-events';

/** The largest file a chat message carries: 10 MB, counted in bytes. */
export const MAX_CHAT_FILE_BYTES = 10 * 1024 * 1024;

/** The longest text of one message, as the server counts it (after trimming). */
export const MAX_CHAT_TEXT_LENGTH = MAX_MESSAGE_LENGTH;

/** The name of the file a text too long for a message is sent as. */
export const TEXT_FILE_NAME = 'message.txt';

export const isFileTooLarge = (file: Pick<File, 'size'>): boolean => file.size > MAX_CHAT_FILE_BYTES;

export const isTextTooLong = (text: string): boolean => text.trim().length > MAX_CHAT_TEXT_LENGTH;

/** A text as a plain-text file, for texts longer than a message holds. */
export const textAsFile = (text: string): File => new File([text], TEXT_FILE_NAME, { type: 'text/plain;charset=utf-8' });
