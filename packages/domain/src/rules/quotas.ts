/**
 * Quotas on writes (issue 28 items 15 and 16): generous for a real office, low enough that one account cannot fill
 * the database or turn the share mail into a spam relay. Each is a fixed window per user and per company, counted
 * by the API in its database so that every API process counts the same; over it the API answers 429 with
 * Retry-After. The import of many orders goes through its own batch path, not through these.
 */
export interface WriteQuota {
  /** Writes one user may make in a window. */
  readonly perUser: number;
  /** Writes the users of one company together may make in a window. */
  readonly perCompany: number;
  readonly windowSeconds: number;
}

export const WRITE_QUOTAS = {
  /** New transports (a create; an edit is not counted). */
  transportCreate: { perUser: 60, perCompany: 300, windowSeconds: 60 },
  /** New transports of a batch (a spreadsheet import), each row counted: two full files an hour per user. */
  transportBatchCreate: { perUser: 4_000, perCompany: 10_000, windowSeconds: 3_600 },
  /** Chat messages sent. */
  chatMessage: { perUser: 60, perCompany: 300, windowSeconds: 60 },
  /** Uploaded files (chat attachments, profile pictures), each file counted. */
  upload: { perUser: 60, perCompany: 300, windowSeconds: 60 },
  /** Share mails, each recipient counted: per hour ... */
  shareMailHour: { perUser: 50, perCompany: 200, windowSeconds: 3_600 },
  /** ... and per day. */
  shareMailDay: { perUser: 200, perCompany: 1_000, windowSeconds: 86_400 },
} as const satisfies Record<string, WriteQuota>;

export type WriteQuotaName = keyof typeof WRITE_QUOTAS;
