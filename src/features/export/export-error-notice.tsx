import { Notice } from '@/ui/notice';
import type { ExportErrorView } from './export-error';
import { useExportErrorText } from './use-export-error-text';

/** A failed export request: the translated message and, for 303/326/327/328, what to do next. */
export function ExportErrorNotice({ error, tone = 'error' }: { error: ExportErrorView; tone?: 'error' | 'warning' }) {
  const text = useExportErrorText();
  if (error.handled) return null;
  const { message, next } = text(error);
  return (
    <Notice tone={tone}>
      <strong data-error-code={error.code ?? undefined}>{message}</strong>
      {next && <span> {next}</span>}
    </Notice>
  );
}

/** The same, inline next to a row's action. */
export function InlineExportError({ error, className }: { error: ExportErrorView; className: string }) {
  const text = useExportErrorText();
  if (error.handled) return null;
  const { message, next } = text(error);
  return (
    <span className={className} role="alert" data-error-code={error.code ?? undefined}>
      {next ? `${message} ${next}` : message}
    </span>
  );
}
