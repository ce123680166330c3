/** Who did something, as the logs name them. */
export interface Person {
  userId: string;
  fullname: string;
}

/** A subsidiary as events name it. */
export interface SubsidiaryRef {
  subsidiaryId: string;
  name: string;
}
