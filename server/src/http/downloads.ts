import type { FastifyReply } from 'fastify';

/** The attachment header for a file name of ours (letters, digits, . _ - ( ) and spaces). */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w .()-]/g, '_')}"`;

/** A CSV file one person may download, kept by no browser or proxy. */
export function sendPrivateCsv(reply: FastifyReply, file: { csv: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.csv);
}
