export { propertyTopic, ROOMS_SIGNAL, refreshChatRooms, refreshRoomOf } from "./service";
