import torch

for dt in [torch.bool, torch.uint8, torch.int16, torch.float16, torch.bfloat16, torch.int32,
           torch.float32, torch.int64, torch.float64, torch.complex64, torch.complex128]:
    t = torch.zeros(3, dtype=dt)
    print(f"{str(dt):16} element_size() = {t.element_size()}")
print("bool mask of 10**6 elements, nbytes:", torch.zeros(10**6, dtype=torch.bool).nbytes)
