export * from "./audit";
export * from "./auth";
export * from "./course-progress";
export * from "./courses";
export * from "./homepage";
export * from "./promotions";
export * from "./rate-limits";
export * from "./wallet";
