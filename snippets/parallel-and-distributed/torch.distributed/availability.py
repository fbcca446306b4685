import torch.distributed as dist

print("distributed available:", dist.is_available())
print("gloo:", dist.is_gloo_available(), "| nccl:", dist.is_nccl_available(), "| mpi:", dist.is_mpi_available())
print("process group initialized:", dist.is_initialized())
print("backend names:", dist.Backend.GLOO, dist.Backend.NCCL, dist.Backend.MPI)
