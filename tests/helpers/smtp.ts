import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The message source with quoted-printable soft breaks and escapes undone (enough to find links). */
  body: string;
}

export interface TestSmtp {
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Undoes quoted-printable and encoded-word subjects closely enough for assertions. */
function decode(raw: string): { subject: string; body: string } {
  const body = Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  const header = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(header)?.[1] ?? '';
  const subject = folded.replace(/\r?\n[ \t]/g, ' ').replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
  return { subject: subject.trim(), body };
}

/** A real SMTP server on 127.0.0.1:port (no TLS, no auth) that keeps what it receives. */
export async function startSmtp(port: number): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...decode(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
