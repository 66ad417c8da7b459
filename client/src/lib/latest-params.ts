/**
 * The address's query as it is now. react-router hands a functional setSearchParams the query of
 * the last render, so two changes close together (a debounced search written just after a status
 * was chosen) would each start from a stale copy and the later would undo the earlier. Each
 * change starts from this instead.
 */
export const latestParams = () => new URLSearchParams(window.location.search);
