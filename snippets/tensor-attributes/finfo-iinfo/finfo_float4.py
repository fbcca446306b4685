import torch

f = torch.finfo(torch.float4_e2m1fn_x2)   # constructing it works ...
print("bits:", f.bits)
for field in ["eps", "max", "tiny", "dtype"]:
    try:
        getattr(f, field)                   # ... reading a limit does not
    except NotImplementedError as e:
        print(f"{field}: NotImplementedError: {e}")
