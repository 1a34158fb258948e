import { ConsoleLogger, LogLevel } from '@nestjs/common';

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * Writes control characters as escapes (`\n`, `\u202e`): whatever a message quotes (a name, an address,
 * an error from elsewhere) stays on its own line and cannot forge another one. Stack traces, printed
 * apart from the message, keep their lines.
 */
export function escapeForLog(text: string): string {
  return text.replace(CONTROL, (char) => {
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** Nest's console logger, with every message escaped (issue 14 §8). */
export class EscapingConsoleLogger extends ConsoleLogger {
  protected override stringifyMessage(message: unknown, logLevel: LogLevel): string {
    return super.stringifyMessage(typeof message === 'string' ? escapeForLog(message) : message, logLevel);
  }
}
