import os

import torch

print("is_available():", torch.cuda.is_available(), "| device_count():", torch.cuda.device_count())
print("CUDA initialized in the parent after both queries:", torch.cuda.is_initialized())
read_end, write_end = os.pipe()
pid = os.fork()
if pid == 0:  # the child: report whether it inherited an initialized CUDA ("bad fork")
    os.write(write_end, str(torch.cuda._is_in_bad_fork()).encode())
    os._exit(0)
os.waitpid(pid, 0)
print("forked child is in a bad fork:", os.read(read_end, 16).decode())
