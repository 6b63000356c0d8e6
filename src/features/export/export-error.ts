import type { ParseKeys } from 'i18next';
import { BusinessError, errorTranslation } from '@/api/api-error';
import type { ErrorKey } from '@/api/error-catalogue';

type ExportKey = `export:${ParseKeys<'export'>}`;

/** The export codes of spec §8 and what to tell the user to do next (keys in the `export` namespace). */
export const EXPORT_CODE_HELP = {
  303: { message: 'errors:billExport.noRecord', next: 'export:codes.noRecord' },
  326: { message: 'errors:billExport.limitReached', next: 'export:codes.limitReached' },
  327: { message: 'errors:billExport.duplicate', next: 'export:codes.duplicate' },
  328: { message: 'errors:billExport.invalidRequest', next: 'export:codes.invalidRequest' },
} as const satisfies Record<number, { message: ErrorKey; next: ExportKey }>;

export type ExportCode = keyof typeof EXPORT_CODE_HELP;

export interface ExportErrorView {
  /** `errors:` key of the message itself. */
  messageKey: ErrorKey;
  messageValues: Record<string, string | number>;
  /** `export:` key of what to do next, for the export codes. */
  nextKey: ExportKey | null;
  code: ExportCode | null;
  /** 327: the request that already covers this period, when the server names it. */
  existingRecordId: string | null;
  /** Already dealt with by the API layer (login redirect, compliance wall): show nothing. */
  handled: boolean;
}

function isExportCode(code: number): code is ExportCode {
  return Object.hasOwn(EXPORT_CODE_HELP, code);
}

function recordIdOf(result: unknown): string | null {
  if (result && typeof result === 'object' && 'record_id' in result) {
    const id = (result as { record_id: unknown }).record_id;
    if (typeof id === 'string' && id !== '') return id;
  }
  return null;
}

/** Any failure of an export call, as what the user reads: the message and, for 303/326/327/328, the next step. */
export function explainExportError(error: unknown): ExportErrorView {
  const handled = error instanceof Error && 'handled' in error && error.handled === true;
  if (error instanceof BusinessError && isExportCode(error.code)) {
    const help = EXPORT_CODE_HELP[error.code];
    return {
      messageKey: help.message,
      messageValues: {},
      nextKey: help.next,
      code: error.code,
      existingRecordId: error.code === 327 ? recordIdOf(error.result) : null,
      handled,
    };
  }
  const { key, values } = errorTranslation(error);
  return { messageKey: key, messageValues: values, nextKey: null, code: null, existingRecordId: null, handled };
}

/** The explanation of an export code without a server answer: e.g. today's quota is used up before submitting. */
export function exportCodeView(code: ExportCode): ExportErrorView {
  const help = EXPORT_CODE_HELP[code];
  return {
    messageKey: help.message,
    messageValues: {},
    nextKey: help.next,
    code,
    existingRecordId: null,
    handled: false,
  };
}
