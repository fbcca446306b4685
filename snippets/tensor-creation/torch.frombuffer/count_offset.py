import sys
import torch

buf = bytearray([1, 2, 3, 4, 5, 6, 7, 8])
print("offset=2 bytes, count=3:", torch.frombuffer(buf, dtype=torch.uint8, offset=2, count=3))
print("count=-1 (all):         ", torch.frombuffer(buf, dtype=torch.uint8))
print("byte order:", sys.byteorder)
print("same bytes as int16:    ", torch.frombuffer(buf, dtype=torch.int16))
print("as int16 from offset 4: ", torch.frombuffer(buf, dtype=torch.int16, offset=4))
