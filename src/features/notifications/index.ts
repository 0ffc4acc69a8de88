// The notifications list (accounts spec §7 Notifications): the root component and its props.
export { NotificationList, type NotificationListProps } from './components/notification-list';
