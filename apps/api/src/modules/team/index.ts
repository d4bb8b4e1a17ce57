/** What other modules may use of the team module (a manager's members, their fee rates, the audit). */
export { canManageTeam } from "./access";
