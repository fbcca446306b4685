# raises: RuntimeError
import torch

num_physical_cores, num_workers = 8, 4
torch.set_num_threads(num_physical_cores / num_workers)  # "/" gives 2.0, a float
