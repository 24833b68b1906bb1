import { type Data } from '@generated/data'
import { type PropsWithChildren } from 'react'

export type SharedProps = Data.SharedProps

export type InertiaProps<T extends object = {}> = PropsWithChildren<SharedProps & T>

declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: Data.SharedProps
    flashDataType: Data.FlashMessages
  }
}
