export const policies = {
}
