import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** When a step is used. */
export type RoutineStepTiming = 'morning' | 'evening' | 'both';

/** One step of a personal routine: a product, its place in the routine, when and how to use it. */
export interface PersonalRoutineStep {
  productId: string;
  /** 1-based position in the routine. */
  position: number;
  timing: RoutineStepTiming;
  /** The salon's own instructions for this step (plain text). */
  instructions: string | null;
}

/** A routine a partner salon composes for one of its clients (a customer who chose it as specialist). */
@Entity('personal_routine')
@Index('idx_personal_routine_customer', ['customerId', 'updatedAt'])
@Index('idx_personal_routine_store', ['storeId', 'updatedAt'])
export class PersonalRoutineEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The salon that wrote it. */
  @Column({ type: 'varchar', length: 36 })
  storeId: string;

  /** The client (user id) it is for. */
  @Column({ type: 'varchar', length: 36 })
  customerId: string;

  @Column({ type: 'varchar', length: 150 })
  title: string;

  /** A note from the salon to the client (plain text). */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'simple-json' })
  steps: PersonalRoutineStep[];

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
