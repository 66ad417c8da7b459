// What the CRM and the prospect tracker use of the pipeline's people: a person by address (one, or
// a batch's at once), a person for a new deal, a deal's move carried to its person, and deals read
// with their person.
export {
  carryDealMove,
  dealColumns,
  dealPersonFields,
  dealPersonJoin,
  dealPersonJoinOf,
  dealsOfPerson,
  fillPersonBlanks,
  findPersonByEmail,
  knownEmails,
  lockPerson,
  lockPipeline,
  personForNewDeal,
  readDeal,
  relinkDeals,
  toDeal,
  unlinkDeals,
  type DealPerson,
  type DealRow,
  type ResolvedPerson,
} from './people-service';
