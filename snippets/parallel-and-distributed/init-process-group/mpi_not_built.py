# raises: RuntimeError
import warnings

import torch.distributed as dist

print("MPI available:", dist.is_mpi_available())
warnings.simplefilter("ignore")  # MPI would ignore rank and world_size and says so
dist.init_process_group("mpi")
