import { z } from 'zod';

/** What the top bar's notifications menu reports: new complaints, new pre-analyses and failed e-mail deliveries. */
const NOTIFICATION_KINDS = ['complaint', 'preanalysis', 'mail_failed'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** "New" means at most this many days old; the list holds at most NOTIFICATION_LIMIT items, newest first. */
export const NOTIFICATION_DAYS = 30;
export const NOTIFICATION_LIMIT = 50;

/** A notification's id: its kind and the id of the row it is about, e.g. `complaint:42`. */
const NOTIFICATION_ID = /^(complaint|preanalysis|mail_failed):(\d{1,12})$/;

const notificationSchema = z.object({
  id: z.string().regex(NOTIFICATION_ID),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Values for the kind's title and detail texts (e.g. a complaint's number and summary). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** An ISO instant, or a plain date (YYYY-MM-DD) for complaints, which record only the day. */
  created_at: z.string(),
  /** Where the item is shown in the portal. */
  link: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** Unread notifications of the last NOTIFICATION_DAYS days (may exceed the items listed). */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markReadSchema = z.object({
  ids: z.array(z.string().regex(NOTIFICATION_ID)).min(1).max(NOTIFICATION_LIMIT),
});
export const unreadCountSchema = z.object({ unread: z.number().int() });

export function parseNotificationId(id: string): { kind: NotificationKind; sourceId: number } | null {
  const match = NOTIFICATION_ID.exec(id);
  return match ? { kind: match[1] as NotificationKind, sourceId: Number(match[2]) } : null;
}
