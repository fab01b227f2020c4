import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A routine article a customer keeps under "my routines" (account routines). One row per customer and post. */
@Entity('saved_routine')
@Index('idx_saved_routine_user', ['userId', 'createdAt'])
export class SavedRoutineEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  postId: string;

  @CreateDateColumn()
  createdAt: Date;
}
