import torch

def call(dt, method):
    try:
        return f"`{getattr(dt, method)()}`"
    except RuntimeError:
        return "RuntimeError"

print("| dtype | is_floating_point | is_complex | is_signed | itemsize | to_real() | to_complex() |")
print("|---|---|---|---|---|---|---|")
for dt in [torch.bool, torch.uint8, torch.int8, torch.int32, torch.int64, torch.uint64,
           torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.float8_e4m3fn,
           torch.complex32, torch.complex64, torch.complex128]:
    print(f"| `{dt}` | {dt.is_floating_point} | {dt.is_complex} | {dt.is_signed} | {dt.itemsize} "
          f"| {call(dt, 'to_real')} | {call(dt, 'to_complex')} |")
