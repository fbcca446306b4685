# raises: AttributeError
import torch

torch.cuda.reset_peak_memory_stats()  # unlike the counters, this one needs a CUDA build
