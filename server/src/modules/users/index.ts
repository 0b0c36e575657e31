/** The users module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */
export {
  accountWorld,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  getCurrentUser,
  insertLandlordProfile,
  insertUser,
  outsideDemoWorlds,
  sameWorldAs,
  setUserLocale,
} from "./queries";
