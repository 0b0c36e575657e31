import {
  Bell,
  CreditCard,
  Megaphone,
  MessageCircle,
  PawPrint,
  ShieldCheck,
  ShoppingBag,
  Wrench,
} from "lucide-react";
import type { NotificationItem } from "./queries";

/** The icon of each notification type, in the centre and on the dashboard card. */
export const TYPE_ICONS: Record<NotificationItem["type"], typeof Bell> = {
  maintenance: Wrench,
  payment: CreditCard,
  announcement: Megaphone,
  booking: Bell,
  message: MessageCircle,
  marketplace: ShoppingBag,
  pet: PawPrint,
  account: ShieldCheck,
};
