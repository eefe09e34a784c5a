// The console operations of the competition cycle (issue 29). The roles table maps them to the administrator; until it
// lands the console's access check lets an operator call them (server/operators/access.ts: all but reviewing).
export const competitionAdminOperations = [
  'getOperatorCompetitions',
  'createOperatorCompetition',
  'copyOperatorCompetition',
  'updateOperatorCompetition',
  'getOperatorCompetitionReadiness',
  'postOperatorCompetitionStep',
  'updateOperatorQuestion',
] as const;
